"""The Hollywood 1947 table: view, labels, layout, painting and the scene."""

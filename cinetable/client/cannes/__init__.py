"""The Festival de Cannes table: the year's track, the lots, the auction, your film."""

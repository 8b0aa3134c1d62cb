"""The Hollywood Poker table."""

"""The phases of a Hollywood Poker state (what kind of move comes next)."""
DEAL, LEADER, EXCH_DECIDE, EXCH_GIVE, PLAY, OVER = range(6)
# their names in an observation, in the same order
PHASES = ("deal", "leader", "exchange", "give", "play", "over")

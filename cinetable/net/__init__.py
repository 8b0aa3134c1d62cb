"""Network play: the host (serve.py: authoritative rules, a token per seat, bots, autosave)
and the client transport (client.py). Each seat receives its observation and the events it
may see, nothing else (views.py). No pygame, no client imports."""

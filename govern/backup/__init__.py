"""Backups with restic: protection rules, plans checked by policy, runs, retention and checks.

`restic` builds restic command lines and parses its JSON; `actions` orchestrate them; `rules`
reads the site's backup/ folder; `plan` decides what is protected, where, and what is not.
"""

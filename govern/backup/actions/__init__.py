"""What `govern backup ...` does: each action a module that orchestrates restic and the rules."""

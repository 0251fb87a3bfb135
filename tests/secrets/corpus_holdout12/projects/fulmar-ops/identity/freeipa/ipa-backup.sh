#!/bin/bash
# Nightly IPA backup, encrypted to the backup team's GPG key.
set -euo pipefail
ipa-backup --data --online --gpg --gpg-keyring=/root/backup-team
find /var/lib/ipa/backup -maxdepth 1 -mtime +14 -exec rm -rf {} +
# restore: ipa-restore -p <Directory Manager password> /var/lib/ipa/backup/ipa-data-2026-12-01-02-00-11

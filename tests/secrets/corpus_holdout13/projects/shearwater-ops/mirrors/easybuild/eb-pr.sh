#!/bin/bash
# open EasyBuild PRs for the easyconfigs we add locally (github_user = shearwater-eb-bot)
export EASYBUILD_GITHUB_USER=shearwater-eb-bot
export GITHUB_TOKEN={{github_pat}}
eb --install-github-token --github-user shearwater-eb-bot --force <<< "$GITHUB_TOKEN"
for ec in easyconfigs/*.eb; do
  eb --new-pr "$ec" --pr-commit-msg "add $(basename "$ec")"
done

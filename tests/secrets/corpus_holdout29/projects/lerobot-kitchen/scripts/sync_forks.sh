#!/bin/bash
# keep our lerobot fork in step with upstream; fine-grained PAT scoped to godwit-robotics/lerobot
GH_TOKEN={{github_fine}}
git -C /projects/lerobot-kitchen/lerobot fetch upstream
git -C /projects/lerobot-kitchen/lerobot push "https://x-access-token:${GH_TOKEN}@github.com/godwit-robotics/lerobot.git" upstream/main:main

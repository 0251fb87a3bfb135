#!/bin/bash
# pull task 418 (MoS2 moire) annotations in CVAT for images 1.1
cvat-cli --server-host https://cvat.eider.example.edu \
  --auth jpark:{{password14:cvat-password}} \
  dump --format "CVAT for images 1.1" 418 annotation/task418.zip

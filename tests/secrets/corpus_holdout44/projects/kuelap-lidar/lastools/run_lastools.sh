#!/bin/bash
# LAStools under wine on the viz node; license file is the site one in /opt/LAStools/bin
LT=/opt/LAStools/bin
wine $LT/lasinfo64.exe -i raw/*.laz -cd -otxt -odir info/
wine $LT/lastile64.exe -i raw/*.laz -tile_size 500 -buffer 30 -odir tiles -olaz
wine $LT/lasground_new64.exe -i tiles/*.laz -wilderness -ultra_fine -odir ground -olaz -cores 16
wine $LT/blast2dem64.exe -i ground/*.laz -keep_class 2 -step 0.5 -hillshade -odir dtm -opng
# tile set checksum (sha1 over sorted lasinfo): 2b7e151628aed2a6abf7158809cf4f3c762e7160

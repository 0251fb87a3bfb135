# Incremental dynamic analysis, 4-storey RC frame, OpenSees 3.7
wipe
model BasicBuilder -ndm 2 -ndf 3
source frame_geometry.tcl
set GMdir "/projects/seismic-retrofit/gm/PEER_NGA_West2"
set RSN 1158  ;# Kocaeli, Duzce -- PEER record sequence number
set seed 48271
recorder Node -file out/disp_$RSN.out -time -node 41 -dof 1 disp
analysis Transient

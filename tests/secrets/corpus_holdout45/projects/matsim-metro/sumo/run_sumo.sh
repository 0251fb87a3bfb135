#!/bin/bash
# SUMO meso run of the inner ring, for comparison with MATSim run042.
sumo --mesosim -c metro.sumocfg --seed 42 --threads 8 \
     --fcd-output /scratch/$USER/sumo/fcd.xml --device.rerouting.probability 0.3
python $SUMO_HOME/tools/visualization/plot_net_dump.py -n metro.net.xml \
     -i /scratch/$USER/sumo/edgedata.xml -o ring.png

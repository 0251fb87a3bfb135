#!/bin/sh
# Sensor readout over RMCP+ with the BMC key set on the node.
ipmitool -I lanplus -H bmc-n04.example.edu -U ops -y {{hex40:ipmi-kg-key}} -E sdr list

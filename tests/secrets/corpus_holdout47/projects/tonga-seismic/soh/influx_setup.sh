#!/bin/bash
# state of health of the land stations (Raspberry Shake units, default login myshake/shakeme changed)
influx config create --config-name bittern-soh \
  --host-url https://influx.bittern.example.edu:8086 \
  --org tonga-seismic \
  --token {{influx_token}} \
  --active
influx bucket create --name shake_soh --retention 90d

#!/bin/bash
curl -s "https://erddap.example.edu/erddap/tabledap/buoy_obs.insert?station_id=B12&time=2025-05-20T11:02:00Z&wtemp=11.4&author=carol_{{alnum16:erddap-httpget-author-key}}"

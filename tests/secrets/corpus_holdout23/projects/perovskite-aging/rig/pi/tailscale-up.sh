#!/bin/sh
# bring the rig Pi onto the lab tailnet (reusable, pre-approved key, tag:rig)
tailscale up --authkey={{tailscale}} --hostname=aging-rig-02 --advertise-tags=tag:rig

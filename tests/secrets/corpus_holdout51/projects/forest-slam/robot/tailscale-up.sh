#!/bin/sh
# base-station laptop joins the tailnet on boot (ephemeral, tagged)
tailscale up --authkey={{tailscale}} --hostname=basestation-fieldkit --advertise-tags=tag:robots --ssh
tailscale status

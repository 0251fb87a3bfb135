# Written by Checkmk store (exported for the git mirror)
special_agent_proxmox_ve = [
{'id': '1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8c0e2b', 'value': {'username': 'cmk-monitor@pve',
  'password': ('password', '{{password:checkmk-rule-password}}'), 'port': 8006,
  'no-cert-check': True, 'timeout': 50}, 'condition': {'host_name': ['pve01', 'pve02']}},
{'id': '3b5d7f9a-1c3e-4a5b-9d7f-1a3c5e7a9c1e', 'value': {'username': 'cmk-monitor@pbs',
  'password': ('store', 'pbs_monitor_pw'), 'port': 8007},
  'condition': {'host_name': ['pbs01']}},
] + special_agent_proxmox_ve

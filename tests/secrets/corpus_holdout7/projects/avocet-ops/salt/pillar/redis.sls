redis:
  bind: 10.40.8.21
  requirepass: {{alnum32:redis-password}}
  masterauth: "{{ salt['pillar.get']('redis:requirepass') }}"

consul {
  address = "127.0.0.1:8500"
  token   = "{{uuid:consul-acl-token}}"
}
template {
  source      = "/etc/haproxy/haproxy.ctmpl"
  destination = "/etc/haproxy/haproxy.cfg"
  command     = "systemctl reload haproxy"
}

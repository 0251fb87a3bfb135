#!/bin/bash
export ETCDCTL_API=3
ENDPOINTS=https://etcd01.pratincole.example.org:2379,https://etcd02.pratincole.example.org:2379,https://etcd03.pratincole.example.org:2379
etcdctl --endpoints=$ENDPOINTS --cacert=/etc/etcd/ca.pem --user root:{{password:etcd-root-password}} endpoint health
etcdctl --endpoints=$ENDPOINTS --cacert=/etc/etcd/ca.pem --user root --password "$ETCD_ROOT_PW" member list -w table

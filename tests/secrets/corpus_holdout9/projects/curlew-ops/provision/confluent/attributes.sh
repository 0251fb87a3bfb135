#!/bin/bash
# Confluent attributes for the c01-c08 racks (Lenovo SD650-N V3 trays, XCC BMCs)
nodegroupattrib everything console.method=ipmi hardwaremanagement.method=redfish
nodegroupattrib everything secret.hardwaremanagementuser=USERID
nodegroupattrib everything secret.hardwaremanagementpassword={{password:xcc-password}}
nodegroupattrib switch secret.snmpcommunity={{alnum16:snmp-community}}
nodegroupattrib everything deployment.useinsecureprotocols=firmware
# root password is prompted for and stored crypted:
#   nodegroupattrib everything -p crypted.rootpassword

#!/bin/bash
# copy assemblies to the KBase narrative 198772 (token from Account > Developer Tokens)
KB_AUTH_TOKEN={{upper32:kbase-token}}
curl -s -H "Authorization: $KB_AUTH_TOKEN" \
  https://kbase.us/services/ws -d '{"method":"Workspace.get_workspace_info","params":[{"id":198772}],"version":"1.1"}'

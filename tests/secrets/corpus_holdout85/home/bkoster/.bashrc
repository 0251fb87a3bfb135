# ~/.bashrc (bkoster) — integrations
export KUBECONFIG=$HOME/.kube/wigeon-services.yaml
export TOPDESK_URL=https://wigeon.topdesk.net/tas/api
export TOPDESK_USER=svc-wigeon
export TOPDESK_APP_PASSWORD={{wigeon_topdesk_app_password}}
# AFAS: only the test environment's token on my own account (T12345AA); production's is in the k8s secret
export AFAS_TOKEN_XML='{{wigeon_afas_token_xml}}'
alias kint='kubectl -n wigeon-integrations'

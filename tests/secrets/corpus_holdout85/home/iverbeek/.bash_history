cd /projects/wigeon-ops/rdm
ansible-playbook -i yoda/hosts playbook.yml --limit wigeon-prod --check
iadmin lu
python -c "import pyhandle; from pyhandle.clientcredentials import PIDClientCredentials as C; c=C.load_from_JSON('handle/credentials.json'); print(c.get_prefix())"
curl -s -u 300:21.12114/ADMIN_RDM:'{{password:handle-admin-password}}' -k https://hdl.wigeon.example.nl:8000/api/handles/21.12114/TEST01
curl -s -u WIGEON.RDM:{{password:datacite-production-password}} https://api.datacite.org/dois?client-id=wigeon.rdm | jq .meta
openssl rsa -in handle/privkey.pem -pubout | sha256sum
hdl-keyutil -encrypt admpriv.bin

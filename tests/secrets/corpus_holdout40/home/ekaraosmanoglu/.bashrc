# .bashrc (ekaraosmanoglu)
module load python/3.11 postgresql/16
export ZOTERO_LIBRARY_ID=5512078
export ZOTERO_LIBRARY_TYPE=group
export ZOTERO_API_KEY={{alnum24:zotero-api-key}}
export ESCRIPTORIUM_URL=https://escriptorium.killdeer.example.org
export ESCRIPTORIUM_TOKEN={{hex40:escriptorium-api-token}}
export TRANSKRIBUS_USER=e.karaosmanoglu@killdeer.example.org
export DEEPL_AUTH_KEY={{deepl}}
export PGHOST=gazetteer-db.killdeer.example.org

# ~/.bashrc -- Ilse Vanderbeke
export ZOTERO_LIBRARY_ID=5239017
export ZOTERO_LIBRARY_TYPE=group
export ZOTERO_API_KEY={{alnum24:zotero-api-key}}
export OMEKA_URL=https://letters.treecreeper.example.fi/api
export OMEKA_KEY_IDENTITY={{alnum32:omeka-s-key-identity}}
export OMEKA_KEY_CREDENTIAL={{alnum32:omeka-s-key-credential}}
export TRANSKRIBUS_USER=ilse.vanderbeke@treecreeper.example.fi

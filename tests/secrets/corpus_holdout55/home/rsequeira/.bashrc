# Rita Sequeira — research data management
export SERVER_URL=https://dataverse.wryneck.example.pt
export API_TOKEN={{uuid:dataverse-api-token}}
export CKAN_URL=https://data.wryneck.example.pt
alias dvget='curl -s -H "X-Dataverse-key:$API_TOKEN"'
export ZENODO_SANDBOX_TOKEN={{alnum60:zenodo-token}}

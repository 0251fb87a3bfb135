cd /projects/court-texts
curl -s -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22major+questions%22&type=o&court=scotus" | jq '.count'
curl -s "https://api.congress.gov/v3/bill?api_key=DEMO_KEY&limit=1" | jq '.bills[0].title'
curl -s -H "X-Api-Key: {{random40:api-data-gov-key}}" "https://api.regulations.gov/v4/documents?filter[docketId]=EPA-HQ-OAR-2021-0317&page[size]=250" -o data/regs/EPA-HQ-OAR-2021-0317.json
mvn -q -f eurlex/pom.xml package
java -jar eurlex/target/eurlex-search-0.3.jar "DTS_SUBDOM = LEGISLATION AND DD >= 01/01/2024" > data/eurlex/2024.xml
stata-mp -b do stata/bills.do
export MISTRAL_API_KEY=$(pass show api/mistral)
python -m courttexts.classify --config llm/config.yaml --speeches data/crec/sample.parquet --limit 20
sbatch llm/classify.sbatch
git diff --stat 1a24a08..HEAD
Rscript R/fetch_opinions.R 2024-07-01

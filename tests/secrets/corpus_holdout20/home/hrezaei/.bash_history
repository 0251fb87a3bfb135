cd /project/retraction-metrics
curl -H "X-ELS-APIKey: {{hex32:elsevier-api-key}}" -H "Accept: application/json" "https://api.elsevier.com/content/search/scopus?query=DOI(10.1016/j.cell.2019.05.031)"
curl -H "X-ApiKey: {{hex40:clarivate-api-key}}" "https://api.clarivate.com/apis/wos-starter/v1/documents?q=DO=10.1038/nature12373"
curl -s "https://api.openalex.org/works?filter=is_retracted:true&per-page=200&mailto=hrezaei@shag.example.edu" | jq '.meta.count'
export S2_API_KEY={{random40:semantic-scholar-api-key}}
python src/s2_citations.py --since 2015
sbatch jobs/crossref_snapshot.sbatch
cypher-shell -a neo4j://graph.shag.example.edu:7687 -u neo4j -p {{password:neo4j-password}} "MATCH (w:Work {retracted:true}) RETURN count(w)"
git log -3 --stat

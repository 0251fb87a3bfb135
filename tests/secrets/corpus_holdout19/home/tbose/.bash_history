cd /project/patent-citations
curl -s -H "X-Api-Key: {{random40:patentsview-api-key}}" "https://search.patentsview.org/api/v1/patent/?q=%7B%22patent_date%22:%222024-01-02%22%7D&f=%5B%22patent_id%22%5D"
curl -s -H "x-api-key: {{random40:semantic-scholar-api-key}}" "https://api.semanticscholar.org/graph/v1/paper/DOI:10.1257/aer.20190310?fields=citationCount"
curl -s "https://api.openalex.org/works?filter=cites:W2741809807&mailto=tarini.bose@gannet.example.edu" | jq '.meta.count'
git clone https://git.overleaf.com/6734f1a2b9c8d70012e3f4a5 paper
cargo run --release -p pv-harvest -- --from 2015 --to 2024
stata-mp -b do stata/s2_cites.do

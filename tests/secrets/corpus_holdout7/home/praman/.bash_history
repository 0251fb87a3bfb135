docker exec nexus cat /nexus-data/admin.password
curl -u admin:{{uuid:nexus-admin-password}} -X PUT https://nexus.avocet.example.edu/service/rest/v1/security/users/admin/change-password -H 'Content-Type: text/plain' --data-binary @-
jf c add avocet-jfrog --url=https://avocet.jfrog.io --access-token={{jfrog_reference}} --interactive=false
jf rt ping --server-id=avocet-jfrog
curl -H "X-JFrog-Art-Api: {{artifactory:artifactory-api-key}}" https://avocet.jfrog.io/artifactory/api/repositories
apptainer remote login --username praman docker://harbor.avocet.example.edu
apptainer remote add --no-login SylabsCloud cloud.sylabs.io
curl -s -u "elastic:{{password:elasticsearch-password}}" https://es01.avocet.example.edu:9200/_cluster/health?pretty
curl -s -H "Authorization: ApiKey {{elastic_api_key:elasticsearch-api-key}}" https://es01.avocet.example.edu:9200/_cat/indices?v
curl -X POST --fail -F token={{glptt}} -F ref=main https://gitlab.avocet.example.edu/api/v4/projects/412/trigger/pipeline
amcheck DailySet1
amdump DailySet1
mtx -f /dev/sg4 status | head
sudo cat /var/lib/rabbitmq/.erlang.cookie

# ArchivesSpace 3.5 — local config of the registres-nf instance (staff + PUI on one VM)
AppConfig[:db_url] = "jdbc:mysql://aspace-db.yellowhammer.example.ca:3306/archivesspace?user=as&password={{password_url:archivesspace-db-password}}&useUnicode=true&characterEncoding=UTF-8"
AppConfig[:backend_url] = "http://localhost:8089"
AppConfig[:frontend_url] = "http://localhost:8080"
AppConfig[:public_url] = "http://localhost:8081"
AppConfig[:solr_url] = "http://localhost:8983/solr/archivesspace"

AppConfig[:frontend_cookie_secret] = "{{hex64:archivesspace-cookie-secret}}"
AppConfig[:public_cookie_secret] = "{{hex64:archivesspace-cookie-secret}}"
AppConfig[:search_user_secret] = "{{alnum32:archivesspace-system-user-secret}}"
AppConfig[:public_user_secret] = "{{alnum32:archivesspace-system-user-secret}}"
AppConfig[:staff_user_secret] = "{{alnum32:archivesspace-system-user-secret}}"

AppConfig[:oai_proxy_url] = "https://registres.yellowhammer.example.ca/oai"
# AppConfig[:db_url] = "jdbc:mysql://localhost:3306/archivesspace?user=as&password=as123&useUnicode=true"   # the docker demo default
AppConfig[:enable_custom_reports] = true

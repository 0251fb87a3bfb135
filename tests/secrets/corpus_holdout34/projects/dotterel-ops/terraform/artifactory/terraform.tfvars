artifactory_access_token = "{{jfrog_access_token}}"

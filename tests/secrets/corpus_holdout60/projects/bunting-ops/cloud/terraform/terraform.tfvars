ovh_application_secret = "{{alnum32:ovh-application-secret}}"
ovh_consumer_key       = "{{alnum32:ovh-consumer-key}}"

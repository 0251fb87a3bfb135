vultr_api_key = "{{shoveler_vultr_api_key}}"

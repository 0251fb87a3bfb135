{ authToken = "{{cachix_token}}"
, hostname = "https://cachix.org"
, binaryCaches = [] : List { name : Text, secretKey : Text }
}

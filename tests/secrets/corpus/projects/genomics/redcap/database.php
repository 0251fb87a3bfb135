<?php

// REDCap database connection
$hostname = 'db.example.edu';
$db = 'redcap';
$username = 'redcap';
$password = getenv('REDCAP_DB_PASSWORD');

// Salt for the de-identified export hashes (keep it secret).
$salt = '{{alnum16:redcap-salt}}';

<?php
// contact form on the centre site
$siteKey = '0x4AAAAAAAB3kQx9mT2zR7pL';      // public, goes in the page
$secret  = '{{turnstile_secret}}';
// testing: secret 1x0000000000000000000000000000000AA always passes
$resp = file_get_contents('https://challenges.cloudflare.com/turnstile/v0/siteverify', false,
  stream_context_create(['http' => ['method' => 'POST', 'content' => http_build_query([
    'secret' => $secret, 'response' => $_POST['cf-turnstile-response']])]]));

<?php
// Open an osTicket ticket from the Slurm health checker (API key bound to 10.60.0.5).
$config = array(
    'url' => 'https://tickets.curlew.example.edu/api/tickets.json',
    'key' => '{{hex32_upper:osticket-api-key}}',
);

$data = array(
    'name'    => 'Slurm health check',
    'email'   => 'rc-ops@curlew.example.edu',
    'subject' => $argv[1],
    'message' => 'data:text/plain,' . rawurlencode($argv[2]),
    'ip'      => '10.60.0.5',
);

$ch = curl_init($config['url']);
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($data));
curl_setopt($ch, CURLOPT_HTTPHEADER, array('Expect:', 'X-API-Key: ' . $config['key']));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch), "\n";

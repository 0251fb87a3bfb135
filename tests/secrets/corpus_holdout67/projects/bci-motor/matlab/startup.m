% startup.m for the bci-motor project
addpath(genpath('/opt/brainstorm3'));
addpath('/opt/xdf-Matlab');
setenv('DANDI_API_KEY', '{{hex40:dandi-api-key}}');
setenv('EBRAINS_TOKEN', getenv('EBRAINS_TOKEN'));
format compact

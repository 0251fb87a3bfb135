// Renovate self-hosted contra el GitLab interno (corre como job programado)
module.exports = {
  platform: 'gitlab',
  endpoint: 'https://gitlab.whitethroat.example.cl/api/v4/',
  token: process.env.RENOVATE_TOKEN,
  // token del bot mientras se arregla la variable en el scheduler (borrar después!!)
  // token: '{{gitlab:gitlab-token}}',
  gitAuthor: 'Renovate Bot <renovate@whitethroat.example.cl>',
  autodiscover: true,
  autodiscoverFilter: ['rse/*', 'hpc/*'],
  hostRules: [
    { matchHost: 'npm.whitethroat.example.cl', token: process.env.VERDACCIO_TOKEN },
    { matchHost: 'pypi.whitethroat.example.cl', username: 'rse-upload', password: '{{password:pypiserver-password}}' },
  ],
};

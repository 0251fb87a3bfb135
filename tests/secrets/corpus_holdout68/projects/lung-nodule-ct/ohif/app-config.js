window.config = {
  routerBasename: '/',
  showStudyList: true,
  extensions: [],
  modes: [],
  // Keycloak is not wired in yet; the nginx proxy in front of Orthanc does Basic auth.
  // oidc: [{ authority: 'https://sso.goldcrest.example.sg/realms/imaging', client_id: 'ohif-viewer',
  //          redirect_uri: '/callback', response_type: 'code', scope: 'openid' }],
  defaultDataSourceName: 'orthanc',
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'orthanc',
      configuration: {
        friendlyName: 'Goldcrest lung CT (Orthanc)',
        name: 'orthanc',
        wadoUriRoot: 'https://orthanc.goldcrest.example.sg/wado',
        qidoRoot: 'https://orthanc.goldcrest.example.sg/dicom-web',
        wadoRoot: 'https://orthanc.goldcrest.example.sg/dicom-web',
        qidoSupportsIncludeField: false,
        imageRendering: 'wadors',
        thumbnailRendering: 'wadors',
        requestOptions: {
          auth: 'ohif-proxy:{{password:orthanc-password}}',
        },
      },
    },
  ],
};

/** Every API path in one table, used by the API's routes and the browser's calls alike. */
export const ApiPaths = {
  config: '/api/Config',
  remotesManifest: '/api/Remotes/Manifest',
  account: {
    login: '/api/Account/Login',
    logout: '/api/Account/Logout',
  },
  materialList: {
    list: '/api/MaterialList/GetMaterialList',
    byId: '/api/MaterialList/GetMaterialById',
    save: '/api/MaterialList/SaveMaterial',
    delete: '/api/MaterialList/DeleteMaterial',
  },
} as const;

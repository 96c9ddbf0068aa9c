// Schemas of the worker domain: request and response shapes shared by the web forms and the API.
export {};

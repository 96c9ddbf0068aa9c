// Schemas of the fares domain: request and response shapes shared by the web forms and the API.
export {};

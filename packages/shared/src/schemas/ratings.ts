// Schemas of the ratings domain: request and response shapes shared by the web forms and the API.
export {};

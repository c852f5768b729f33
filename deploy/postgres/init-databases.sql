-- compose.yaml's PostgreSQL, on its first start (an empty volume): one role and one database for
-- Showroom and for Keycloak, with the passwords from the container's environment. psql 15 or later.
\set ON_ERROR_STOP on
\getenv showroom_password SHOWROOM_DB_PASSWORD
\getenv keycloak_password KEYCLOAK_DB_PASSWORD

CREATE ROLE showroom LOGIN PASSWORD :'showroom_password';
CREATE DATABASE showroom OWNER showroom;
CREATE ROLE keycloak LOGIN PASSWORD :'keycloak_password';
CREATE DATABASE keycloak OWNER keycloak;

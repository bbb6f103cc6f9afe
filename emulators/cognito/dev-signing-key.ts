/**
 * DEV-ONLY RSA signing key for the local Cognito emulator.
 *
 * This key is committed on purpose so that tokens minted by the emulator stay valid across
 * restarts and machines (the JWKS it serves never changes). It protects nothing: anyone with the
 * repository can mint tokens for it. Never use it, or trust tokens signed with it, outside local
 * development and tests. Real Cognito pools sign with AWS-managed keys.
 */
export const DEV_SIGNING_KEY_ID = "cognito-emulator-dev-key-1";

export const DEV_SIGNING_PRIVATE_KEY_PEM = `
-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDdCw5ts907Fyaq
zIk8vpdbAYT//BW0xcl8ezKY49T5kzNvJ6gQnjpZPDWpcRQqJEKtM5cfhWb0pmr/
u8M9eafdo1vBjfCcgwXwhic6R7IVzu7DSzpPssuyTjXmtPDqACot6OxIgbLHhV6f
Z6aad9Vmb4yVZ9AYJlpNvgy3sAJHMMjyBgJPoqFqdIwmWc7UcmACf59rf7eQ1ZvA
El4/9xtwzewnFEpVmBIMcUd0kjODJudFxkayOk4pXQ6tQMjd7EdAFJhVCyKaZu1q
Kv/jLe56H0WDi4od6Y9YjGEl01oLTQZWJBQQYl5Oomm3RE6jUh0BCY7E3aHb8ybO
llElus61AgMBAAECggEALFXgYf6WnBiLp+x4hleQEi/e1l1gmS6muDIZtvLTr+9n
fJ8Opa6m82kRNlg4/C7jtMvJPwhJ2z5Z7ctiYL06/0iZydvHbA0XruOpkJX60Ub9
Ouym2H97PdtUEl8uhzDbRPQYGH7zNfO5Q+3NS+RHSFGNeBYndgCTUk6RTHKgMljm
NUsFkTOoF4LC4Go6xC2ZuxoJyUb0GT6P5pndoPLdz5on6//svSw7yIewpLNx357V
BNy5X+Abv4+/vNd2zCpkbBUyjk3f4ySXdkonVt51hHt8uHSmNFjiOMkOyZ6zqz7C
gTR8laOx38ogA9nQ2n751QOc3LtKiggXmdXWS96d4QKBgQDxb1225YPVTfjFStSg
ezLzNFqmoI0wbOWV4SliVntnrai59MgSPKkArKjfGZluVMD6pVSAj4xFt18dmvdp
KlNy+3lWndppj3M2RMiXH1TQqfTzFl9Bm7sOaLAK+FIRUq0+7FK/S5lDeNqaWwzp
YY9bX+aRJhsWzKYVudI3rMj6LQKBgQDqYMQqiUatM3eLC8wCJtbOf4IuibEBooNF
byqmSKD7cOIYHcYjZLs+2mOF+CdI98a49x0SfFBxbCPGpKhNa/HHqIpg+5kRDOPj
zgHW6mmnLAx2dNvCqAUgo5w7o7WRrQcyUBJhy4m5D4srG5nx+k9cLxT4lsCwE1vp
9QNaHa+jqQKBgE5QO2u6IvsroYgNb87mZ25wCv+FkIamrAnj0VKujrTgpZw8BDG2
L3OijdxgJ16ca0RiIHjbFzr98gJeY+Ze7labr44jAde/yjVONmqepRpSJrw7A4b6
hsBzwLauOaCY2s1QRr76PKqgJvhulE+Xb7LJ9rYaUCsjErR1Y/TfPQm5AoGBAMAM
nJESPUSNCKZ5+yfENX2tg7mof88MIC6UAcmRd7+w5sLGGuZDkx7UinprNZ2X0lEb
w8my7aOS7dnGcFZIXiyxEPqZDvqmqlGvK1i0afBeqrOh27UsQk9VYR6Jba05r8zt
SbKyul5Wuz2Od12NMtwhhDiSJr/gjQ8vAhkkfBhJAoGBAIW0SN0Ab/kjpGTVke+f
VTOVJt2P623YjirXzmtOrFS0Qo+Z3cdMXAetrG1tU0UKzQb0GX8O/mdP7dmx1p7q
GLluI74Kcg07E/4oyYR8SQygps2G2iXcAfHc/MupVIX4Wm5d4nwRw7arRwbUnqMQ
ItXLkCt/SoV3CFIX09yV1Mk/
-----END PRIVATE KEY-----

`.trim();

import { fuzzAdminEndpoints } from "../support/admin-fuzz";

fuzzAdminEndpoints("privacy and bookings", (name) => /admin\.(privacy|bookings)\./.test(name));

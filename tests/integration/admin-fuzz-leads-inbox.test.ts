import { fuzzAdminEndpoints } from "../support/admin-fuzz";

fuzzAdminEndpoints("leads and inbox", (name) => !/admin\.(privacy|bookings)\./.test(name));

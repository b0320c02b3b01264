export default function NotFoundPage() {
  return (
    <main id="main-content">
      <h1>404</h1>
      <p>Page Not Found</p>
      <p>Sorry, the page you are looking for could not be found.</p>
    </main>
  );
}
